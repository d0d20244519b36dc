export { FileUploader, type FileUploaderProps } from './FileUploader';
