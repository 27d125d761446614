// How the judge's pages say that a nomination's sizes (and its final size, amount and consensus)
// are not shown to this judge, and why.
import type { SizesHiddenReason } from '@glow/shared-api';

export const SIZES_HIDDEN_WORDS: Record<SizesHiddenReason, string> = {
  assessFirst: 'Not shown until you assess it',
  notAssessed: 'Not shown: you did not assess it',
  recused: 'Not shown: you recused yourself',
  conflict: 'Not shown: you have a conflict with it',
};

/** "The sizes of 2 nominations you have not assessed are not shown to you, nor counted here." */
export function notShownNote(notShown: number): string {
  const nominations = notShown === 1 ? '1 nomination' : `${notShown} nominations`;
  return `The sizes of ${nominations} you have not assessed are not shown to you, nor counted here.`;
}
