// RadioGroup and its Radio options share this folder.
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from './RadioGroup';
