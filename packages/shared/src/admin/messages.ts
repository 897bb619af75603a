/** Back-office texts the API and the pages share (the spec has none; these are ours). */
export const ADMIN_MESSAGES = {
  notMultipart: 'Please send the form as multipart/form-data.',
  duplicateField: 'This field was sent more than once.',
  unexpectedFile: 'This field does not take a file.',
  fileTooLarge: 'The file must be 10 MB or less.',
  pdfOnly: 'Please upload a PDF file.',
  imageOnly: 'Please upload a JPG or PNG image.',
  imageTooManyPixels: 'The image must be at most 6000 by 6000 pixels.',
} as const;
