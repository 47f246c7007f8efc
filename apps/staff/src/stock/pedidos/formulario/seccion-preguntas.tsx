import { Controller, useWatch } from 'react-hook-form';
import { propsDeControl, Seleccion } from '@talento/ui';
import { Seccion } from '../../../pedidos/formulario/campos';
import type { FormularioStockRHF } from './tipos';

interface Props {
  form: FormularioStockRHF;
  deshabilitado: boolean;
  tiposConvocatoria: { codigo: string; nombre: string }[];
}

/**
 * The questions section (spec 01 §5): shown when the chosen profile has filter questions, which the candidates of
 * every city line answer; it asks the convocatoria type, then required (the same rule as the server's).
 */
export function SeccionPreguntas({ form, deshabilitado, tiposConvocatoria }: Props) {
  const conPreguntas = useWatch({ control: form.control, name: 'conPreguntas' });
  if (!conPreguntas) return null;
  return (
    <Seccion titulo="Preguntas filtro y convocatoria">
      <p className="text-sm text-slate-700 md:col-span-2">
        El perfil tiene preguntas filtro: los candidatos de cada ciudad las responden.
      </p>
      <Controller
        control={form.control}
        name="convocatoria"
        render={(c) => (
          <Seleccion
            etiqueta="Tipo de convocatoria"
            requerido
            {...propsDeControl(c)}
            valor={c.field.value ?? ''}
            onChange={(v) => c.field.onChange(v === '' ? null : v)}
            opciones={tiposConvocatoria.map((t) => ({ valor: t.codigo, etiqueta: t.nombre }))}
            vacia="Seleccione"
            disabled={deshabilitado}
          />
        )}
      />
    </Seccion>
  );
}
