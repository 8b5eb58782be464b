export {
  SecondFactorSettings,
  type SecondFactorSettingsLabels,
  type SecondFactorSettingsProps,
  type SecondFactorState,
} from './second-factor-settings';
