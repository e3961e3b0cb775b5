; Inno Setup 6 script for Spectacular Bid: installs the one-folder build (dist\onedir\spectacular-bid),
; the windowed program and the console one beside it, with a Start-menu shortcut, an optional
; desktop icon and an uninstaller.
;
;   python packaging\build.py
;   python packaging\windows\make-installer.py      (finds ISCC.exe, passes both versions)
;
; or by hand: iscc /DAppVersion=0.2.0rc1 /DAppNumericVersion=0.2.0.0 packaging\windows\spectacular-bid.iss
; (add /DInnoSetupMajor=6 /DInnoSetupMinor=4 /DInnoSetupRevision=3 to check the compiler's version)
; The installer is written to dist\spectacular-bid-VERSION-windows-x86_64-setup.exe.

#ifndef AppVersion
  #define AppVersion "0.1.0"
  #define AppNumericVersion "0.1.0.0"
#endif
; Windows's version fields take four numbers only: "0.2.0.0" for 0.2.0rc1 (packaging/versions.py).
#ifndef AppNumericVersion
  #error Pass /DAppNumericVersion=N.N.N.N as well (make-installer.py does)
#endif
; Releases are built with the pinned Inno Setup (make-installer.py passes it, the workflow installs
; it): any other compiler, one found first on the PATH say, stops here. /D gives text: Int() reads it.
#ifdef InnoSetupMajor
  #if VER < EncodeVer(Int(InnoSetupMajor), Int(InnoSetupMinor), Int(InnoSetupRevision))
    #error This Inno Setup is older than the pinned one (make-installer.py prints it; --iscc picks another)
  #endif
  #if VER >= EncodeVer(Int(InnoSetupMajor), Int(InnoSetupMinor), Int(InnoSetupRevision) + 1)
    #error This Inno Setup is newer than the pinned one (make-installer.py prints it; --iscc picks another)
  #endif
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
VersionInfoVersion={#AppNumericVersion}
VersionInfoTextVersion={#AppVersion}
; Qt 6 (packaging/constraints.txt) runs on Windows 10 1809 (build 17763) and later, 64-bit.
MinVersion=10.0.17763
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=spectacular-bid-{#AppVersion}-windows-x86_64-setup
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

[InstallDelete]
; An upgrade replaces the previous version's libraries whole: a file that the new build no longer
; has (an older Qt's, say) must not stay behind beside the new ones.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Root}\dist\onedir\spectacular-bid\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
