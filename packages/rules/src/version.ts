/** Version shown at the bottom of the staff shell and reported by /healthz. */
export const VERSION_APP = '2.0.0';
