// The login's input contract alone, for a dynamic import: it brings classic zod (~12 KB gzip), which /login's first
// paint does not need. The form loads it when first focused, or at the latest on submit (issue 13).
export { loginBody } from '@chorus/core';
