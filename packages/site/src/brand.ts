/** The brand's name, as the site and its stories show it. */
export const brand = 'ZK Automations';
