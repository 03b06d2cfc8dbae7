/** The connected-device pick beside the lease and filter forms (ui/device-picker.tsx). */
export const devicePicker = {
  title: 'Dispositivos conectados',
  empty: 'Nenhum dispositivo conectado.',
  unknown: 'Desconhecido',
  pick: (name: string) => `Usar ${name}`,
} as const;
