// The console forms' sentences for rules the contract states without one (validation.ts), in English; Spanish and
// Hindi in texts.{es,hi}.ts. Loaded with a form's first check, not with its page.
export const CONSOLE_ISSUE_TEXTS = {
  'con.issue.wholeNumber': 'Please enter a whole number',
  'con.issue.number': 'Please enter a number',
  'con.issue.atLeast': 'Please enter {{limit}} or more',
  'con.issue.moreThan': 'Please enter more than {{limit}}',
  'con.issue.fillIn': 'Please fill this in',
  'con.issue.keepAtLeast': 'Please keep at least {{limit}}',
  'con.issue.atMost': 'Please enter {{limit}} or less',
  'con.issue.lessThan': 'Please enter less than {{limit}}',
  'con.issue.charsAtMost': 'Please keep it to {{limit}} characters or fewer',
  'con.issue.keepAtMost': 'Please keep at most {{limit}}',
} as const;
