/**
 * The wizard's Wi-Fi and repeater steps (spec 2 §2.1, §5.4, §8, §9): /wizard/wifi and /wizard/repeater.
 * Validation messages come from contract (validationMessages); only the screens' own words live here.
 * Quoted spec text is exact.
 */
import { ghz } from './number.ts';

/** Shared by both steps. */
export const wizardStep = {
  next: 'Avançar',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  loadError: 'Não foi possível ler as configurações do roteador.',
} as const;

/** /wizard/wifi: the root network's names and password. */
export const wifiStep = {
  intro: 'Defina o nome e a senha da sua rede Wi-Fi. Seus dispositivos usarão esses dados para se conectar.',
  ssid: 'Nome da rede Wi-Fi',
  ssid24: `Nome da rede Wi-Fi ${ghz('2.4')}`,
  ssid5: `Nome da rede Wi-Fi ${ghz('5')}`,
  sameName: `Usar o mesmo nome para as redes ${ghz('2.4')} e ${ghz('5')}`,
  password: 'Senha da rede Wi-Fi',
  passwordHint: 'De 8 a 63 caracteres, sem acentos.',
} as const;

/** /wizard/repeater: the network this device will repeat. */
export const repeaterStep = {
  intro: 'Escolha a rede Wi-Fi do roteador principal que este dispositivo vai repetir.',
  networks: 'Redes encontradas',
  /** spec 2 §2.3, quoted: written as the spec writes them (not figures of ours) */
  group5: 'Redes 5GHz',
  group24: 'Redes 2.4GHz',
  none: 'Nenhuma rede encontrada.',
  refresh: 'Atualizar lista',
  searching: 'Procurando redes Wi-Fi…',
  open: 'Rede aberta',
  /** the security of a network found, by its cipher code (spec 2 §9: none, WEP, WPA, WPA2, WPA/WPA2, WPA3, WPA2/WPA3) */
  security: (cipher: number) => `Segurança ${['', 'WEP', 'WPA', 'WPA2', 'WPA/WPA2', 'WPA3', 'WPA2/WPA3'][cipher] ?? 'desconhecida'}`,
  password: 'Senha da rede Wi-Fi',
  passwordOf: (ssid: string) => `Senha da rede ${ssid}`,
  openNote: 'Esta rede é aberta: não é preciso senha.',
  chooseFirst: 'Selecione uma rede da lista para continuar.',
  /** spec 2 §8 (unsupported encryption), shown in the 'Criptografia Inválida' dialog */
  unsupportedCipher:
    'Não há suporte para conexão em redes com criptografia somente WPA ou somente WEP. Para se conectar a essa rede, será necessário alterar o modo de segurança Wi-Fi em seu roteador principal.',
} as const;

/** The signal icon's accessible names (spec 2 §9: icon levels). */
export const signalNames = { good: 'Sinal bom', moderate: 'Sinal moderado', bad: 'Sinal ruim' } as const;
