// Reading each deposit's screenshot in the background and what the admin sees of it.
export { queueReceiptReading, READ_RECEIPT_JOB } from './job.js';
export { registerReceiptChecks } from './register.js';
export { type ReceiptReadingRow, receiptReadingColumns, toReceiptReading } from './serialize.js';
