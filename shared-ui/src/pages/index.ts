// `@glow/shared-ui/pages`: what only pages use (showing a server's refusal in a form, counts,
// amounts, dates, a cohort's period, a group of fields, an optional field left empty, a table that
// becomes cards on a phone, a judge's approval of a distribution, a form's radio group in zod, a
// record's page while it is loading or missing, a titled section, the dialog asking the reason of
// an action, the toolbars above a list). A nomination's evidence list is apart, in
// `@glow/shared-ui/evidence-list`, loaded only by the pages that show evidence. Not in the main
// entry, which is in the shell's first load: each remote bundles these with its pages, and they reach the rest of
// shared-ui by its package name, so the singleton is the one used.
export * from './serverErrors';
export * from './formatting';
export * from './dates';
export * from './PeriodBadge';
export * from './FieldGroup';
export * from './formValues';
export * from './CardTable';
export * from './ClampedText';
export * from './calendarDays';
export * from './JudgeApproval';
export * from './chosen';
export * from './RecordNotShown';
export * from './Section';
export * from './Columns';
export * from './ReasonDialog';
export * from './ListToolbar';
export * from './SearchSortToolbar';
export * from './FilterButtons';
