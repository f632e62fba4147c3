/** Why the server refuses a shopper's return (issue 21). */
export const returnServerMessages = {} as const;
