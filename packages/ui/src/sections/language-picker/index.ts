export { LanguagePicker, type LanguageOption, type LanguagePickerProps } from './language-picker';
