const common = {
  common: {
    services: 'Services',
    process: 'Process',
    whyChooseUs: 'Why Choose Us',
    pricing: 'Pricing',
    faq: 'FAQ',
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
    getStarted: 'Get Started',
    learnMore: 'Learn More',
    backToHome: 'Back to Home',
    joinWaitlist: 'Join Waitlist',
    requestDemo: 'Request Demo',
    comingSoon: 'Coming Soon',
    submit: 'Submit',
    submitting: 'Submitting...',
    thankYou: 'Thank you!',
    error: 'Error',
    success: 'Success',
    loading: 'Loading...',
    fullName: 'Full Name',
    email: 'Email',
    message: 'Message',
    inquiry: 'Your Inquiry',
    required: 'Required',
    skipToContent: 'Skip to main content',
  },
  placeholders: {
    name: 'Jane Smith',
    email: 'jane@company.com',
    message: 'Tell us about your business and what you would like to automate.',
  },
  form: {
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    failure: 'Failed to submit form. Please try again later.',
    success: "Thank you for your submission! We'll be in touch soon.",
    /** Shown while the double opt-in is pending: nobody is on the waitlist before confirming. */
    waitlistSuccess: 'Almost done: please confirm your sign-up.',
  },
} as const;

export default common;
