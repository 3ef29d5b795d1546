// Reading deposit screenshots (docs/receipt-reading.md): OCR + parse, and the flags an admin sees.
export {
  maskedParts,
  nameMatches,
  normaliseTransactionId,
  numberMatches,
  RECEIPT_FLAGS,
  type ReceiptFlag,
  type ReceivingAccount,
  type ReceivingAccounts,
  receiptFlags,
  type TypedDeposit,
} from './compare.js';
export { parseReceiptText, type ReceiptFields, type ReceiptWallet } from './parse.js';
export {
  closeReceiptReader,
  type ReceiptReading,
  readReceipt,
  receiptOcrEngine,
} from './read-receipt.js';
