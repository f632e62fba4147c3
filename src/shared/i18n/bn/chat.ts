import type { chatMessages as en } from '../en/chat';

export const chatMessages: Record<keyof typeof en, string> = {
  'chat.heading': 'অথবা চ্যাটে অর্ডার করুন',
  'chat.whatsapp': 'হোয়াটসঅ্যাপে অর্ডার করুন',
  'chat.messenger': 'মেসেঞ্জারে মেসেজ দিন',
  'chat.newTab': '(হোয়াটসঅ্যাপ বা মেসেঞ্জার খুলবে)',
  'chat.productWithVariant': '{name} ({variant})',
  'chat.message': 'হ্যালো! আমি {product} অর্ডার করতে চাই, {price}। {link}',
};
