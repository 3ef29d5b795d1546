import {
  DEPOSIT_PROOF_MESSAGE,
  depositFieldsSchema,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@dating/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../lib/forms';
import { refusalText } from '../../../lib/i18n';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { Button, TextField, useToast, useViewingAs, ViewAsReadOnly } from '../../../ui';
import { useDeposit, useWallet } from '../api';
import { DepositRate, MethodSelect, PaymentAccount, ProofField } from './DepositParts';
import { TransactionList } from './TransactionList';

/** The deposit form: the shared fields, and a payment screenshot (an image file). */
const depositFormSchema = depositFieldsSchema.extend({
  proof: z.custom<File>((value) => value instanceof File, DEPOSIT_PROOF_MESSAGE),
});

type DepositForm = {
  payment_method: PaymentMethod;
  transaction_ref: string;
  /** As typed: the shared schema reads digits as the number, empty as not stated. */
  amount_kyat: string;
  proof: File | null;
};

const EMPTY: DepositForm = {
  payment_method: PAYMENT_METHODS[0],
  transaction_ref: '',
  amount_kyat: '',
  proof: null,
};

/** Deposit: pay one of the accounts, then send the screenshot for an admin to verify. */
export function DepositTab() {
  const { t } = useTranslation('shop');
  const toast = useToast();
  const id = useId();
  const wallet = useWallet();
  const deposit = useDeposit();
  // A View As tab changes nothing: disabled, and said so (issue 31).
  const readOnly = useViewingAs();
  // One key per deposit: a retry after a failure sends it again, a success starts a new one.
  const submission = useIdempotencyKey();
  const form = useSchemaForm({ schema: depositFormSchema, initialValues: EMPTY });
  const { payment_method: method, proof } = form.values;
  const account = wallet.data?.payment_methods.find((m) => m.id === method);
  // A new file input after a reset or a refused file: it cannot be emptied otherwise.
  const [fileInputKey, setFileInputKey] = useState(0);

  const chooseFile = (file: File | undefined) => {
    const image = !file || file.type.startsWith('image/');
    form.setValue('proof', image ? (file ?? null) : null);
    if (!image) {
      setFileInputKey((key) => key + 1);
      form.setError('proof', t('IMAGE_REQUIRED', { ns: 'errors' }));
    }
  };

  const send = form.handleSubmit(async ({ proof: screenshot, ...fields }) => {
    try {
      await deposit.mutateAsync({ fields, proof: screenshot, idempotencyKey: submission.key });
    } catch (error) {
      toast.show(t('failed', { message: refusalText(error, t) }), 'error');
      return;
    }
    submission.renew();
    toast.show(t('deposit.success'), 'success');
    form.reset({ ...EMPTY, payment_method: method });
    setFileInputKey((key) => key + 1);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The missing screenshot is also said in a toast (docs/product.md#messages).
    if (!proof) toast.show(t('DEPOSIT_PROOF_REQUIRED', { ns: 'errors' }), 'error');
    return send(event);
  };

  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <MethodSelect
          id={`${id}-method`}
          value={method}
          error={form.errors.payment_method}
          onChange={(value) => form.setValue('payment_method', value)}
        />

        {account && <PaymentAccount account={account} />}

        <TextField
          label={t('deposit.reference')}
          hint={t('deposit.referenceHint')}
          {...form.field('transaction_ref')}
          autoComplete="off"
        />

        <div className="flex flex-col gap-1.5">
          <TextField
            label={t('deposit.amount')}
            hint={t('deposit.amountHint')}
            {...form.field('amount_kyat')}
            inputMode="numeric"
            autoComplete="off"
          />
          <DepositRate amountText={form.values.amount_kyat} rate={wallet.data?.coins_per_kyat} />
        </div>

        <ProofField
          key={fileInputKey}
          id={`${id}-proof`}
          file={proof}
          error={form.errors.proof}
          onFile={chooseFile}
        />

        <ViewAsReadOnly />
        <Button type="submit" size="lg" loading={deposit.isPending} disabled={readOnly}>
          {deposit.isPending ? t('deposit.submitting') : t('deposit.submit')}
        </Button>
      </form>
      <TransactionList />
    </div>
  );
}
