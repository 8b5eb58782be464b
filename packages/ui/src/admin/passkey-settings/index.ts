export { PasskeySettings, type PasskeyListItem, type PasskeySettingsLabels, type PasskeySettingsProps } from './passkey-settings';
