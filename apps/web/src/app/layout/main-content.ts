/** id of the <main> landmark: target of the skip link and of focus after navigation. */
export const MAIN_CONTENT_ID = 'main-content';
