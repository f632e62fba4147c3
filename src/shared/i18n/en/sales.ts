/** Scheduled sales on cards and product pages: the countdown (issue 19). */
export const saleMessages = {
  /** {time} is '02:14:09', or the days form below. */
  'sales.countdown.endsIn': 'Ends in {time}',
  'sales.countdown.days': '{days}d {clock}',
};
