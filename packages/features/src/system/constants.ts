/** The public status page the maintenance page and the service-status popover link to. */
export const STATUS_PAGE_URL = 'https://status.axia.example';
