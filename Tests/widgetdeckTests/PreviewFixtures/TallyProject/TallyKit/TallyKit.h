//  TallyKit.h
//  The framework's umbrella header, as Xcode's framework template writes it.

#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

//! Project version number for TallyKit.
FOUNDATION_EXPORT double TallyKitVersionNumber;
