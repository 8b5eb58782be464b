export { formatSessionTime, SessionCountdown, type SessionCountdownLabels, type SessionCountdownProps } from './session-countdown';
