// The specification's words for a refused request of the endpoints whose contract entry says
// `validationWords: 'spec'`: the API groups the fields' messages under them ("mandatory field
// missing: a, b; fields invalid: c must …") and a form takes the groups apart again.
export const MANDATORY_FIELD_MISSING = 'mandatory field missing';
export const FIELDS_INVALID = 'fields invalid';
