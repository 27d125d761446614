/** No value, or the empty one a form sends for a field left blank: "… is required". */
export const isMissing = (input: unknown) => input === undefined || input === '';
