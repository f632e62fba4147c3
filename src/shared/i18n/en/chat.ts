/**
 * The product page's order buttons for chats (issue 39); the message is prefilled in the page's
 * language. A catalogue of its own that the buttons import in both languages: in the shop
 * catalogue it put every Bangla list page over the 90 KB first-load budget (docs/decisions/007).
 */
export const chatMessages = {
  'chat.heading': 'Or order in a chat',
  'chat.whatsapp': 'Order on WhatsApp',
  'chat.messenger': 'Message us on Messenger',
  'chat.newTab': '(opens WhatsApp or Messenger)',
  'chat.productWithVariant': '{name} ({variant})',
  'chat.message': 'Hello! I would like to order {product}, {price}. {link}',
};
