/** The message "Order on WhatsApp" prefills, in both languages, and the links the buttons open. */
import { describe, expect, it } from 'vitest';
import { chatOrderMessage, messengerLink, productLink, whatsappOrderLink } from './chat-order';
import { chatMessages as bn } from './i18n/bn/chat';
import { chatMessages as en } from './i18n/en/chat';
import { createTranslator } from './i18n/translator';

const english = createTranslator('en', en);
const bangla = createTranslator('bn', bn);
const link = productLink('https://sajghor.com.bd/', 12, 345);

describe('chat order links', () => {
  it('names the product, its shade, its price and its link', () => {
    const text = chatOrderMessage(english.t, {
      name: 'Velvet Matte Lipstick',
      variant: 'Ruby Red',
      price: english.money(85_000),
      link,
    });
    expect(text).toBe(
      'Hello! I would like to order Velvet Matte Lipstick (Ruby Red), ৳850. https://sajghor.com.bd/product/12?variant=345',
    );
    const url = new URL(whatsappOrderLink('8801711222333', text));
    expect(url.origin + url.pathname).toBe('https://wa.me/8801711222333');
    expect(url.searchParams.get('text')).toBe(text);
  });

  it('speaks Bangla on a Bangla page, with Bangla digits in the price', () => {
    const text = chatOrderMessage(bangla.t, {
      name: 'Velvet Matte Lipstick',
      variant: 'Ruby Red / 30 ml',
      price: bangla.money(125_000),
      link,
    });
    expect(text).toBe(
      'হ্যালো! আমি Velvet Matte Lipstick (Ruby Red / 30 ml) অর্ডার করতে চাই, ৳১,২৫০। https://sajghor.com.bd/product/12?variant=345',
    );
  });

  it('leaves the shade out when none is chosen, and links to the product alone', () => {
    const text = chatOrderMessage(english.t, {
      name: 'Rose Water Toner',
      variant: undefined,
      price: '৳450',
      link: productLink('https://sajghor.com.bd', 7),
    });
    expect(text).toBe(
      'Hello! I would like to order Rose Water Toner, ৳450. https://sajghor.com.bd/product/7',
    );
  });

  it('opens the page on Messenger', () => {
    expect(messengerLink('sajghor.bd')).toBe('https://m.me/sajghor.bd');
  });
});
