export { PageHeader, type PageHeaderProps, type HeadingLevel } from './PageHeader';
