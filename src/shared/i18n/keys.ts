/** Every message key, taken from the English catalogues; the Bangla ones must have the same keys. */
import type { adminMessages } from './en/admin';
import type { serverMessages } from './en/server';
import type { shopMessages } from './en/shop';

export type ShopMessageKey = keyof typeof shopMessages;
export type MessageKey = ShopMessageKey | keyof typeof adminMessages | keyof typeof serverMessages;

/** 'cart.items' when the catalogue has 'cart.items.one' and 'cart.items.other'. */
type PluralBase<K> = K extends `${infer Base}.other` ? Base : never;
export type TranslationKey = MessageKey | PluralBase<MessageKey>;
