; Inno Setup script for Spectacular Bid: installs the one-folder build (dist\onedir\spectacular-bid),
; with a Start-menu shortcut, an optional desktop icon and an uninstaller.
;
;   python packaging\build.py
;   iscc /DAppVersion=0.1.0 packaging\windows\spectacular-bid.iss
;
; The installer is written to dist\spectacular-bid-VERSION-windows-setup.exe.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Spectacular Bid"
#define AppExe "spectacular-bid.exe"
#define Root "..\.."

[Setup]
AppId={{6F0C1E52-7B8B-4C1D-9A55-3C2B8E0D5A11}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Spectacular Bid
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=spectacular-bid-{#AppVersion}-windows-setup
SetupIconFile={#Root}\build\icons\icon.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\dist\onedir\spectacular-bid\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
