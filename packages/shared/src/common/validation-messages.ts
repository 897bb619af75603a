/** The shared field rules' own messages (zod-free, so the web can show them without loading zod). */
export const VALIDATION_MESSAGES = {
  /** The server's answer to a value the spec's sanitiser would not have let through (the form never sends one). */
  textCharacters: 'Only letters, digits, spaces and the characters @ . _ / + - are allowed.',
  /** Addresses and free text: what they may hold (issue 16; nothing is deleted as it is typed). */
  freeTextCharacters:
    'Only letters, digits, spaces, line breaks and the characters . , \' ( ) ; : # & ? ! % " @ _ / + - are allowed.',
  landline: 'Phone number must be between 6 to 15 digits.',
  notAString: 'Please enter a text value.',
} as const;
