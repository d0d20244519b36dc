import type { WireDepositInfo } from '@axia/core';

// Sample data for the money pieces' stories and tests (never imported by the components).

/** The sandbox bank's wire instructions, with the script and handler the sanitiser must strip. */
export const sampleWireDepositInfo: WireDepositInfo = {
  bankName: 'Harborline Trust Bank, N.A.',
  bankAccountName: 'Axia Digital Bank Ltd. Client Funds',
  bankAccountNumber: '4400192837',
  bankAba: '501234566',
  wireDepositInformation:
    '<p>Send the wire from a bank account in <strong>your own name</strong> and put your <strong>reference</strong> ' +
    "in the wire's memo field, so we can match it to your request.</p>" +
    '<ul><li>Beneficiary bank address: 200 Harbor Street, Boston, MA 02110, United States</li>' +
    '<li>Wires received before 3 p.m. ET on a business day are usually credited the same day.</li>' +
    '<li onmouseover="window.__pwned = true">Your bank may charge a fee for sending a wire.</li></ul>' +
    '<img src="data:," alt="" onerror="window.__pwned = true">' +
    '<script>window.__pwned = true</script>',
};
