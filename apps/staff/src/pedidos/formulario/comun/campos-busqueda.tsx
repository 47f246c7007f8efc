import { Controller, useFormContext } from 'react-hook-form';
import { CampoNumero, Casilla, propsDeControl } from '@talento/ui';
import { ruta, type EnRaizOLinea, type Prefijo } from './prefijo';

/** Candidates per vacancy (at least 1; emptied is null so the schema asks for it instead of taking the default). */
export function CampoCandidatosPorVacante({
  prefijo,
  deshabilitado,
}: {
  prefijo: Prefijo;
  deshabilitado: boolean;
}) {
  const { control } = useFormContext<EnRaizOLinea<{ minimoCandidatosVacante: number | null }>>();
  return (
    <Controller
      control={control}
      name={ruta(prefijo, 'minimoCandidatosVacante')}
      render={(c) => (
        <CampoNumero
          etiqueta="Candidatos por vacante"
          requerido
          vacio={null}
          {...propsDeControl(c)}
          disabled={deshabilitado}
        />
      )}
    />
  );
}

/** The urgent flag (es_destacado) of an order. */
export function CasillaUrgente({ deshabilitado }: { deshabilitado: boolean }) {
  const { control } = useFormContext<{ esDestacado: boolean }>();
  return (
    <Controller
      control={control}
      name="esDestacado"
      render={({ field }) => (
        <Casilla
          etiqueta="Pedido urgente (destacado)"
          valor={field.value}
          onChange={field.onChange}
          ref={field.ref}
          disabled={deshabilitado}
        />
      )}
    />
  );
}
