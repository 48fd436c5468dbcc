// The evaluation pages lay their figures out as stacked cards below the app's tablet breakpoint
// (768 px, as styles.css): a table of one column per group does not fit a phone, and only one of
// the two layouts is rendered, so a screen reader never hears the figures twice.
import { useMediaQuery } from '../../../hooks/useMediaQuery.ts';

export const PHONE_LAYOUT_QUERY = '(max-width: 767.98px)';

export const usePhoneLayout = () => useMediaQuery(PHONE_LAYOUT_QUERY);
