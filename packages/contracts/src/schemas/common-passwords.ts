// A short embedded list of the most common passwords (8+ characters, since shorter ones fail the length rule).
const COMMON = new Set([
  'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwerty123', 'qwertyuiop',
  'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234',
  'admin123', 'administrator', 'letmein1', 'trustno1', 'passw0rd', 'p@ssw0rd', 'p@ssword', '11111111', '00000000',
  '88888888', '12341234', '87654321', 'superman', 'starwars', 'whatever', 'dragon123', 'monkey123', 'michael1',
  'jennifer', 'computer', 'internet', 'master123', 'qwerty12', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'asdfghjk',
  'asdf1234', 'changeme', 'secret123', 'shopping', 'football1', 'baseball1', 'liverpool', 'chelsea1', 'pokemon1',
  'q1w2e3r4', 'qazwsxedc', 'password!', 'iloveyou1', 'loveyou1', 'charlie1', 'freedom1', 'killer12', 'soccer12',
]);

export function isCommonPassword(value: string): boolean {
  return COMMON.has(value.toLowerCase());
}
