import { createContext, useContext } from 'react';

/**
 * Marker appended to the label of a required field: ' *' when creating; empty when editing (spec 02 §5
 * "In edit mode the same apply without the asterisk").
 */
export const MarcaObligatorio = createContext(' *');
export const useMarca = (): string => useContext(MarcaObligatorio);
