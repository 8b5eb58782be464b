const banner = {
  banner: {
    region: 'Countdown',
    ends: 'Ends {{date}}',
    days: 'Days',
    hours: 'Hours',
    minutes: 'Min',
    seconds: 'Sec',
  },
} as const;

export default banner;
