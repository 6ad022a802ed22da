// Spec /stake: the tabs other than Package and my stake are static placeholders with sample data. Nothing here is
// on sale, and none of it is anyone's holding: "my stake" shows the member's own orders instead.
export interface SampleStake {
  title: string;
  terms: { label: string; value: string }[];
}

export interface SampleTab {
  id: string;
  label: string;
  stakes: SampleStake[];
}

export const SAMPLE_TABS: SampleTab[] = [
  {
    id: 'nft-exclusive',
    label: 'NFT exclusive stakes',
    stakes: [
      {
        title: 'Exclusive stake',
        terms: [
          { label: 'Price range', value: '199-1,000 USDT' },
          { label: 'Income', value: '1.5%' },
          { label: 'Handling fee', value: '1%' },
        ],
      },
    ],
  },
  {
    id: 'collection',
    label: 'collection',
    stakes: [
      {
        title: 'Genesis collection',
        terms: [
          { label: 'Items', value: '12' },
          { label: 'Floor price', value: '250 USDT' },
        ],
      },
      {
        title: 'Rare collection',
        terms: [
          { label: 'Items', value: '5' },
          { label: 'Floor price', value: '600 USDT' },
        ],
      },
    ],
  },
  {
    id: 'player-cards',
    label: 'player cards',
    stakes: [
      {
        title: 'Striker card',
        terms: [
          { label: 'Price', value: '199 USDT' },
          { label: 'Income', value: '1.2%' },
        ],
      },
      {
        title: 'Captain card',
        terms: [
          { label: 'Price', value: '1,000 USDT' },
          { label: 'Income', value: '1.5%' },
        ],
      },
    ],
  },
];
