/** The e-mail and SMS that tell a shopper what became of their return (issue 21). */
export const returnNewsMessages = {} as const;
