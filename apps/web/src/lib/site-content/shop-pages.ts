import type { SitePage } from './types';

const SAMPLE_SHOP = 'The shop is a demonstration: products and prices are sample data and nothing can be ordered.';

export const SHOP_PAGES: readonly SitePage[] = [
  {
    path: '/shop',
    kind: 'cards',
    style: 'art',
    title: 'Shop',
    heading: 'Hardware and software kits for small offices',
    intro: 'Pre-configured devices and licences, installed and supported by our engineers.',
    sampleNote: SAMPLE_SHOP,
    items: [
      {
        art: 'teal',
        title: 'NexaGuard Edge firewall',
        meta: '$649',
        text: 'A small-office firewall with managed rules and monthly reports.',
        link: { to: '/product-details', label: 'View details' },
      },
      {
        art: 'sky',
        title: 'Secure laptop bundle',
        meta: '$1,290',
        text: 'An encrypted business laptop, enrolled in device management before it ships.',
      },
      {
        art: 'violet',
        title: 'Hardware security keys, pack of 5',
        meta: '$185',
        text: 'Phishing-resistant sign-in for your whole team.',
      },
      {
        art: 'amber',
        title: 'Office Wi-Fi kit',
        meta: '$540',
        text: 'Two access points with guest isolation, configured for your floor plan.',
      },
      {
        art: 'emerald',
        title: 'Backup appliance',
        meta: '$880',
        text: 'Nightly encrypted backups with a copy kept off site.',
      },
      {
        art: 'rose',
        title: 'Cloud starter licence',
        meta: '$29 / month',
        text: 'Our infrastructure templates for one product and one environment.',
      },
    ],
  },
  {
    path: '/product-details',
    kind: 'product',
    art: 'teal',
    title: 'Product details',
    heading: 'NexaGuard Edge firewall',
    intro: 'Enterprise-grade protection sized for an office of up to fifty people.',
    sampleNote: SAMPLE_SHOP,
    price: '$649',
    description: [
      'NexaGuard Edge sits between your office network and the internet, blocking known threats and keeping a record of every connection.',
      'We configure it for your office before delivery and keep its rules up to date remotely, so nobody on your team needs to become a network expert.',
    ],
    highlights: [
      'Managed rule updates every week',
      'Separate guest and staff networks',
      'Monthly traffic and threat report',
      'Three-year hardware warranty',
    ],
    specs: [
      { label: 'Throughput', value: '1 Gbit/s' },
      { label: 'Ports', value: '5 × Gigabit Ethernet' },
      { label: 'VPN', value: 'WireGuard, up to 25 users' },
      { label: 'Size', value: '21 × 13 × 3 cm' },
    ],
  },
  {
    path: '/cart',
    kind: 'cart',
    title: 'Cart',
    heading: 'Your cart',
    intro: 'Review the items before you continue to checkout.',
    sampleNote: SAMPLE_SHOP,
    taxPercent: 20,
    lines: [
      { name: 'NexaGuard Edge firewall', unitPriceCents: 64_900, quantity: 1 },
      { name: 'Hardware security keys, pack of 5', unitPriceCents: 18_500, quantity: 2 },
    ],
  },
  {
    path: '/checkout',
    kind: 'form',
    title: 'Checkout',
    heading: 'Checkout',
    intro: 'Where should we deliver your order, and who should we call to arrange installation?',
    sampleNote: SAMPLE_SHOP,
    formHeading: 'Delivery details',
    fields: [
      { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
      { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
      { name: 'address', label: 'Delivery address', type: 'text', autoComplete: 'street-address' },
    ],
    submitLabel: 'Place order',
    doneMessage: 'Sample only: no order was placed and no payment was taken.',
    aside: {
      heading: 'Order summary',
      text: 'NexaGuard Edge firewall and two packs of hardware security keys. Installation is included.',
      links: [
        { to: '/cart', label: 'Back to cart' },
        { to: '/shop', label: 'Continue shopping' },
      ],
    },
  },
];
