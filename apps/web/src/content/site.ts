/** Company-wide constants shown across the site. */
export const site = {
  name: 'Woundly',
  tagline: 'AI-Powered Wound Care Solutions',
  email: 'hello@woundly.health',
  phone: '+1 (847) 555-0142',
  office: 'Schaumburg, Illinois',
  social: [
    { name: 'X', href: 'https://x.com/woundly' },
    { name: 'Facebook', href: 'https://www.facebook.com/woundly' },
    { name: 'Instagram', href: 'https://www.instagram.com/woundly' },
    { name: 'YouTube', href: 'https://www.youtube.com/@woundly' },
    { name: 'GitHub', href: 'https://github.com/woundly' },
  ],
} as const;
