/** Why the server refuses an admin's decision or pickup of a return (issue 21). */
export const returnAdminServerMessages = {} as const;
