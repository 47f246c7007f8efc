import { formatoDinero } from '@talento/rules';
import { EntradaNumerica, type PropsEntradaNumerica } from './entrada-numerica';

export type CampoDineroProps = PropsEntradaNumerica;

/**
 * A money input in pesos: shown as the product writes money (`$1.234.567`, Colombian thousands separators, no
 * decimals) while the form value stays a number. At most 10 digits by default, as the spec's money fields.
 */
export function CampoDinero(props: CampoDineroProps) {
  return <EntradaNumerica {...props} formatear={formatoDinero} />;
}
