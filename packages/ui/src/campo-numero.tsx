import { EntradaNumerica, type PropsEntradaNumerica } from './entrada-numerica';

export type CampoNumeroProps = PropsEntradaNumerica;

const sinSeparadores = (n: number): string => String(n);

/** A whole, non-negative number (vacancies, candidates per vacancy): digits only, the form gets a number. */
export function CampoNumero({ maxDigitos = 6, ...props }: CampoNumeroProps) {
  return <EntradaNumerica maxDigitos={maxDigitos} {...props} formatear={sinSeparadores} />;
}
