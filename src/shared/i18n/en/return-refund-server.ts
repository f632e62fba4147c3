/** Why the server refuses receiving or refunding a return (issue 21). */
export const returnRefundServerMessages = {} as const;
