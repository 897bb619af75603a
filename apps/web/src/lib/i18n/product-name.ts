import { msg } from '@lingui/core/macro';

/** PRODUCT_NAME and SHORT_PRODUCT_NAME of @iiidem/shared/constants in the page's language (docs/hindi-glossary.md). */
export const PRODUCT_NAME_MESSAGE = msg`India International Institute of Democracy and Election Management`;
export const SHORT_PRODUCT_NAME_MESSAGE = msg`IIIDEM`;
