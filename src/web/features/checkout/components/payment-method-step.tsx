import { Banknote, Landmark, Smartphone } from 'lucide-react';
import { PAYMENT_METHOD_LABELS } from '#shared/order-display';
import { COD_CHARGE_RATE, type DeliveryLocation, type PaymentMethod } from '#shared/pricing';
import { type RadioCardOption, RadioCards } from './radio-cards';

const COD_PERCENT = `${COD_CHARGE_RATE * 100}%`;

function optionsFor(location: DeliveryLocation): readonly RadioCardOption<PaymentMethod>[] {
  return [
    {
      value: 'bkash',
      title: PAYMENT_METHOD_LABELS.bkash,
      icon: Smartphone,
      description: 'Send Money to our bKash number, then enter the transaction ID.',
    },
    {
      value: 'bank',
      title: PAYMENT_METHOD_LABELS.bank,
      icon: Landmark,
      description: 'Transfer to our bank account, then enter the transaction ID.',
    },
    {
      value: 'cod',
      title: PAYMENT_METHOD_LABELS.cod,
      icon: Banknote,
      description:
        location === 'outside'
          ? `Pay when your order arrives. Outside Dhaka a ${COD_PERCENT} COD charge is added to the subtotal.`
          : 'Pay when your order arrives.',
    },
  ];
}

export function PaymentMethodStep({
  value,
  location,
  onChange,
}: {
  value: PaymentMethod;
  location: DeliveryLocation;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <RadioCards
      name="paymentMethod"
      legend="Payment method"
      value={value}
      options={optionsFor(location)}
      onChange={onChange}
    />
  );
}
