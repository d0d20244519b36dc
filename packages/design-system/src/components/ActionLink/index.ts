export { ActionLink, type ActionLinkProps } from './ActionLink';
