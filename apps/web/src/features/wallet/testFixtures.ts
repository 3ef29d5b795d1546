import type { WalletResponse } from '@dating/shared';

export function wallet(
  coins: number,
  pending: Partial<WalletResponse['pending']> = {},
): WalletResponse {
  return {
    coins,
    withdrawable: Math.max(0, coins - 500),
    payment_methods: [
      { id: 'kbzpay', name: 'KBZ Pay', account_name: 'Mingalar Co', account_number: '09 111 222' },
      {
        id: 'wavepay',
        name: 'Wave Pay',
        account_name: 'Mingalar Wave',
        account_number: '09 333 444',
      },
    ],
    coins_per_kyat: 1,
    pending: { deposits: 0, deposit_kyat: 0, withdrawals: 0, withdrawal_coins: 0, ...pending },
  };
}
