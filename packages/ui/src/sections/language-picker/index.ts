export { LanguagePicker, type LanguagePickerProps } from './language-picker';
export type { LanguageOption } from './language-option';
