import type { ContributorDocumentText } from './contributorDocument';

export const CODE_OF_CONDUCT = {
  document: 'codeOfConduct',
  version: '2026-11-1',
  title: 'Glow code of conduct',
  paragraphs: [
    'Glow brings together contributors, scouts, judges, voters and the people who run the programme. Everyone taking part treats the others with respect, in the programme and in the communities around the XRP Ledger.',
    'Be honest about your work and its authors. Credit the people you worked with, and do not claim work that is not yours.',
    'Do not try to influence scouts, judges or voters with payments, gifts or pressure, and do not vote for yourself through other wallets.',
    'Disclose any conflict of interest: if you are close to a scout or judge of your cohort, say so to the programme team.',
    'Harassment, discrimination and abuse have no place in Glow. Report them to the programme team, who will treat the report confidentially.',
    'A breach of this code may end an application or a participation in the programme.',
  ],
} as const satisfies ContributorDocumentText;
